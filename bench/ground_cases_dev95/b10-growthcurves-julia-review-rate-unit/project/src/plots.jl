# Raw reads and fitted curves, one panel per strain.

using Plots

"""
    plot_fits(df; fits=fit_wells(df), layout=nothing) -> Plots.Plot

Scatter of the raw OD reads of every well and the fitted logistic curve on top, one
subplot per strain (sorted by name). Time on the x axis in hours for readability.
"""
function plot_fits(df::DataFrame; fits::DataFrame=fit_wells(df), layout=nothing)
    strains = sort(unique(df.strain))
    panels = Plots.Plot[]
    for s in strains
        p = plot(title=s, xlabel="time (h)", ylabel="OD600", legend=false)
        for g in groupby(df[df.strain .== s, :], :well)
            ok = .!ismissing.(g.od)
            scatter!(p, g.time_min[ok] ./ 60, g.od[ok]; markersize=2, alpha=0.5)
            f = only(eachrow(fits[(fits.strain .== s) .& (fits.well .== first(g.well)), :]))
            f.converged || continue
            t = range(minimum(g.time_min), maximum(g.time_min); length=200)
            plot!(p, t ./ 60, logistic(t, [f.K, f.r, f.t_mid]); linewidth=1.5)
        end
        push!(panels, p)
    end
    n = length(panels)
    return plot(panels...; layout=something(layout, (cld(n, 3), min(n, 3))), size=(350 * min(n, 3), 280 * cld(n, 3)))
end

"""
    save_fits(path, df) -> path

`plot_fits` written to `path` (png or pdf by extension).
"""
function save_fits(path::AbstractString, df::DataFrame)
    savefig(plot_fits(df), path)
    return path
end
