using AirQuality
using DataFrames
using Dates
using Statistics
using Test

function hourly(station, day, values)
    n = length(values)
    DataFrame(station=fill(station, n),
              time=[DateTime(day) + Hour(h - 1) for h in 1:n],
              pm25=Float64.(values), pm10=fill(50.0, n),
              no2=fill(20.0, n), o3=fill(60.0, n))
end

@testset "AirQuality" begin
    @testset "clean" begin
        df = hourly("S1", Date(2025, 1, 1), [10, 20, -999, 30])
        df.pm10[2] = -999
        out = clean_readings(df)
        @test ismissing(out.pm10[2])
        @test ismissing(out.pm25[3])
        @test count(ismissing, out.pm10) == 1
        @test nrow(out) == 4
    end

    @testset "daily means" begin
        df = hourly("S1", Date(2025, 1, 1), fill(80, 24))
        d = daily_means(df, :pm25)
        @test nrow(d) == 1
        @test d.mean[1] == 80.0
        short = hourly("S1", Date(2025, 1, 2), fill(80, 12))
        @test nrow(daily_means(short, :pm25)) == 0
    end

    @testset "exceedance" begin
        df = vcat(hourly("S1", Date(2025, 1, 1), fill(80, 24)),
                  hourly("S1", Date(2025, 1, 2), fill(40, 24)))
        e = exceedance_days(df, :pm25)
        @test e.days == [1]
        @test e.valid_days == [2]
    end

    @testset "o3 8h" begin
        df = hourly("S1", Date(2025, 7, 1), fill(0, 24))
        df.o3 = collect(1.0:24.0)
        m = o3_8h_max(df)
        @test m.o3_8h_max[1] == mean(17.0:24.0)
    end
end
