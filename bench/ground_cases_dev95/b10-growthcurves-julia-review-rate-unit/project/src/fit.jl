# Logistic growth fit per well: OD(t) = K / (1 + exp(-r (t - t_mid)))

"""
    logistic(t, p)

`p = [K, r, t_mid]`: carrying capacity, growth rate, time of the inflection point.
"""
logistic(t, p) = @. p[1] / (1 + exp(-p[2] * (t - p[3])))

struct GrowthFit
    K::Float64
    r::Float64
    t_mid::Float64
    converged::Bool
end

"""
    fit_logistic(t, y) -> GrowthFit

Least-squares fit of `logistic` to one well. Missing reads are skipped.
"""
function fit_logistic(t::AbstractVector, y::AbstractVector)
    ok = .!ismissing.(y)
    t, y = Float64.(t[ok]), Float64.(y[ok])
    length(y) < 5 && return GrowthFit(NaN, NaN, NaN, false)
    p0 = [maximum(y), 0.1, t[argmax(diff(y))]]   # K, r (1/h), t_mid
    lower = [0.0, 0.0, minimum(t)]
    upper = [10.0, 10.0, maximum(t)]
    fit = curve_fit(logistic, t, y, p0; lower=lower, upper=upper)
    K, r, t_mid = coef(fit)
    return GrowthFit(K, r, t_mid, fit.converged)
end

"""
    doubling_time(f) -> Float64

Doubling time during exponential growth, in the time unit of the fit.
"""
doubling_time(f::GrowthFit) = log(2) / f.r

"""
    fit_wells(df) -> DataFrame

One fit per strain and well.
"""
function fit_wells(df::DataFrame)
    combine(groupby(df, [:strain, :well])) do g
        f = fit_logistic(g.time_min, g.od)
        (K=f.K, r=f.r, t_mid=f.t_mid, converged=f.converged, final_od=last(g.od))
    end
end
