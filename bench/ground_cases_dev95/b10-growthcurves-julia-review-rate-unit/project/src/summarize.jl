# Per-strain summary of the per-well fits.

"""
    summarize_strains(df; require_converged=true) -> DataFrame

Mean and standard deviation of the fitted parameters over the wells of each strain, the
mean final OD, and how many wells went into it.
"""
function summarize_strains(df::DataFrame; require_converged::Bool=true)
    fits = fit_wells(df)
    if require_converged
        fits = filter(r -> r.converged, fits)
    end
    fits.doubling_min = log(2) ./ fits.r
    summary = combine(groupby(fits, :strain),
        :K => mean => :K,
        :r => mean => :r,
        :r => std => :r_sd,
        :t_mid => mean => :t_mid,
        :doubling_min => mean => :doubling_min,
        :final_od => (x -> all(ismissing, x) ? missing : mean(skipmissing(x))) => :final_od,
        nrow => :wells,
    )
    sort!(summary, :strain)
    return summary
end

"""
    compare_to(summary, reference) -> DataFrame

Growth rate of every strain relative to the reference strain (e.g. the wild type).
"""
function compare_to(summary::DataFrame, reference::AbstractString)
    ref = only(summary[summary.strain .== reference, :r])
    out = select(summary, :strain, :r)
    out.relative_r = out.r ./ ref
    return out
end
