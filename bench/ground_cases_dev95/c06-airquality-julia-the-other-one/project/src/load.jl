# Reading the hourly export of the monitoring network.

const READING_TYPES = Dict(
    :station => String,
    :time => DateTime,
    :pm25 => Float64,
    :pm10 => Float64,
    :no2 => Float64,
    :o3 => Float64,
)

"""
    load_readings(path) -> DataFrame

One row per station and hour, local time (Asia/Shanghai).
"""
function load_readings(path::AbstractString)
    df = CSV.read(path, DataFrame; types=READING_TYPES, dateformat="yyyy-mm-dd HH:MM:SS",
                  missingstring=["", "NA"])
    sort!(df, [:station, :time])
    return df
end

function load_stations(path::AbstractString)
    st = CSV.read(path, DataFrame; types=Dict(:station => String, :district => String))
    select!(st, :station, :district, :lat, :lon)
    return st
end

"Read every monthly file in `dir` (readings_YYYY-MM.csv) into one frame."
function load_dir(dir::AbstractString)
    files = sort(filter(f -> startswith(f, "readings_") && endswith(f, ".csv"), readdir(dir)))
    isempty(files) && error("no readings_*.csv files in $dir")
    df = reduce(vcat, [load_readings(joinpath(dir, f)) for f in files])
    unique!(df, [:station, :time])
    return df
end
