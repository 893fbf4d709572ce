# Monthly report: julia --project scripts/report.jl data/2025-09
using AirQuality
using CSV
using DataFrames

const USAGE = """
usage: julia --project scripts/report.jl [DATA_DIR]

Reads DATA_DIR/readings_*.csv (default: data), writes CSV tables and charts to output/.
"""

function main(args)
    if !isempty(args) && args[1] in ("-h", "--help")
        print(USAGE)
        return 0
    end
    dir = isempty(args) ? "data" : args[1]
    df = clean_readings(AirQuality.load_dir(dir))
    println("readings: ", nrow(df), " rows, ", length(unique(df.station)), " stations")
    for col in (:pm25, :pm10, :no2)
        e = exceedance_days(df, col)
        println(rpad(String(col), 6), " exceedance days: ",
                join(["$(r.station)=$(r.days)" for r in eachrow(e)], " "))
        CSV.write(joinpath("output", "exceedance_$(col).csv"), e)
    end
    o3 = o3_8h_max(df)
    println("o3     8h exceedance station-days: ", count(>(AirQuality.O3_8H_LIMIT), o3.o3_8h_max))
    CSV.write(joinpath("output", "pm25_monthly.csv"), monthly_summary(df, :pm25))
    save_chart(plot_daily(df, :pm25), joinpath("output", "pm25_daily.png"))
    return 0
end

mkpath("output")
exit(main(ARGS))
