# Charts for the monthly report (StatsPlots).

const CHART_SIZE = (900, 420)

"""
    plot_daily(df, col; station=nothing)

Daily means of `col`, one line per station, with the grade II limit as a dashed line.
"""
function plot_daily(df::DataFrame, col::Symbol; station=nothing)
    daily = daily_means(df, col)
    station === nothing || filter!(r -> r.station == station, daily)
    p = plot(xlabel="日期", ylabel="μg/m³", title="$(uppercase(String(col))) 日均值",
             legend=:topright, size=CHART_SIZE)
    for g in groupby(daily, :station)
        plot!(p, g.date, g.mean; label=first(g.station), lw=1.2)
    end
    hline!(p, [DAILY_LIMITS[col]]; ls=:dash, color=:red, label="二级限值")
    return p
end

"""
    plot_monthly_box(df, col, station)

Distribution of the daily means of `col` per month for one station, with the grade II limit.
"""
function plot_monthly_box(df::DataFrame, col::Symbol, station::AbstractString)
    daily = filter(r -> r.station == station, daily_means(df, col))
    daily.month = Dates.format.(daily.date, "yyyy-mm")
    p = @df daily boxplot(:month, :mean; legend=false, xlabel="月份", ylabel="μg/m³",
                          title="$(station) $(uppercase(String(col))) 日均值分布", size=CHART_SIZE)
    hline!(p, [DAILY_LIMITS[col]]; ls=:dash, color=:red)
    return p
end

function save_chart(p, path::AbstractString)
    mkpath(dirname(path))
    savefig(p, path)
    return path
end
