const TIME_FORMAT = dateformat"yyyy-mm-ddTHH:MM"
const COLUMN_TYPES = Dict(:time => DateTime, :temp => Float64, :rh => Float64, :pressure => Float64)

"""
    read_station(path) -> DataFrame

Hourly observations from the logger export: `time` (UTC), `temp` (°C), `rh` (%),
`pressure` (hPa). The logger writes `-9999` for missing values.
"""
function read_station(path::AbstractString)
    df = CSV.read(path, DataFrame; missingstring=["-9999", "", "NA"], dateformat=TIME_FORMAT,
                  types=COLUMN_TYPES)
    sort!(df, :time)
    unique!(df, :time)
    df.flag = fill(:ok, nrow(df))
    return df
end

"""
    fill_gaps(df) -> DataFrame

Insert a row with missing values (flag `:gap`) for every hour the logger skipped, so
that each day has 24 rows and counts of missing values mean something.
"""
function fill_gaps(df::DataFrame)
    hours = floor(first(df.time), Hour):Hour(1):floor(last(df.time), Hour)
    full = DataFrame(time = collect(hours))
    out = leftjoin(full, df; on=:time)
    sort!(out, :time)
    out.flag = coalesce.(out.flag, :gap)
    return out
end
