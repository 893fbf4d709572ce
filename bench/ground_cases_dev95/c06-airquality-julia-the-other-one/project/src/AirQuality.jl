"""
    AirQuality

Hourly air quality readings from the city monitoring stations: loading, cleaning,
daily statistics against GB 3095-2012 and charts for the monthly report.
"""
module AirQuality

using CSV
using DataFrames
using Dates
using Statistics
using StatsPlots

export load_readings, load_stations
export clean_readings
export daily_means, exceedance_days, o3_8h_max, monthly_summary
export plot_daily, plot_monthly_box, save_chart

"Grade II limits (μg/m³) of GB 3095-2012 for the 24-hour mean."
const DAILY_LIMITS = Dict(
    :pm25 => 75.0,
    :pm10 => 150.0,
    :no2 => 80.0,
)

"Grade II limit for the daily maximum 8-hour mean of O₃ (μg/m³)."
const O3_8H_LIMIT = 160.0

const POLLUTANTS = [:pm25, :pm10, :no2, :o3]

include("load.jl")
include("clean.jl")
include("stats.jl")
include("plots.jl")

end # module
