"""
    StationQC

Quality control and daily aggregation for the hourly temperature loggers of the
valley station network. One CSV per station and year, exported from the logger software.
"""
module StationQC

using CSV
using DataFrames
using Dates
using Statistics

export read_station, fill_gaps
export qc!, flag_range!, flag_spikes!, flag_flatline!
export daily_mean, monthly_summary, write_daily_csv

include("io.jl")
include("qc.jl")
include("aggregate.jl")

"""
    process(path) -> DataFrame

Read one station file, fill missing hours, run every QC check and return daily means.
"""
function process(path::AbstractString)
    df = fill_gaps(read_station(path))
    qc!(df)
    return daily_mean(df)
end

end # module
