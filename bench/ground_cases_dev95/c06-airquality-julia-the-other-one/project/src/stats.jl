# Daily statistics against the GB 3095-2012 limits.

"""
    daily_means(df, col; min_hours=20) -> DataFrame

Calendar-day mean of `col` per station. A day counts only when it has at least
`min_hours` valid hourly values (GB 3095-2012, note to table 4).
"""
function daily_means(df::DataFrame, col::Symbol; min_hours::Int=20)
    d = dropmissing(select(df, :station, :time, col), col)
    d.date = Date.(d.time)
    out = combine(groupby(d, [:station, :date]), col => mean => :mean, nrow => :hours)
    filter!(r -> r.hours > min_hours, out)
    sort!(out, [:station, :date])
    return out
end

"Days per station whose daily mean of `col` is above its grade II limit."
function exceedance_days(df::DataFrame, col::Symbol)
    limit = DAILY_LIMITS[col]
    daily = daily_means(df, col)
    return combine(groupby(daily, :station),
                   :mean => (m -> count(>(limit), m)) => :days,
                   nrow => :valid_days)
end

"Moving mean over `window` consecutive hours; needs 6 valid values, else `missing`."
function rolling_mean(v::AbstractVector, window::Int)
    n = length(v)
    out = Vector{Union{Missing,Float64}}(missing, n)
    for i in window:n
        vals = collect(skipmissing(view(v, i-window+1:i)))
        out[i] = length(vals) >= 6 ? mean(vals) : missing
    end
    return out
end

"Daily maximum of the 8-hour moving mean of O₃ per station."
function o3_8h_max(df::DataFrame)
    d = sort(select(df, :station, :time, :o3), [:station, :time])
    transform!(groupby(d, :station), :o3 => (v -> rolling_mean(v, 8)) => :o3_8h)
    d.date = Date.(d.time)
    return combine(groupby(dropmissing(d, :o3_8h), [:station, :date]), :o3_8h => maximum => :o3_8h_max)
end

"Per station and month: mean of the daily means and the number of exceedance days."
function monthly_summary(df::DataFrame, col::Symbol)
    limit = DAILY_LIMITS[col]
    daily = daily_means(df, col)
    daily.month = firstdayofmonth.(daily.date)
    return combine(groupby(daily, [:station, :month]),
                   :mean => mean => :mean,
                   :mean => (m -> count(>(limit), m)) => :exceed_days)
end
