using StationQC
using DataFrames
using Dates
using Test

hourly(start, temps) = DataFrame(
    time = [DateTime(start) + Hour(i - 1) for i in eachindex(temps)],
    temp = Vector{Union{Missing,Float64}}(temps),
    flag = fill(:ok, length(temps)),
)

@testset "StationQC" begin
    @testset "range" begin
        df = flag_range!(hourly("2025-01-01", [5.0, 80.0, -60.0, 4.0]))
        @test df.flag == [:ok, :range, :range, :ok]
    end

    @testset "flatline" begin
        df = flag_flatline!(hourly("2025-01-01", [1.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 3.0]))
        @test count(==(:flatline), df.flag) == 6
        @test df.flag[1] == :ok
    end

    @testset "daily mean" begin
        df = hourly("2025-01-01", fill(2.0, 24))
        daily = daily_mean(df)
        @test nrow(daily) == 1
        @test daily.temp_mean[1] == 2.0
        @test daily.n_valid[1] == 24
    end

    @testset "write_daily_csv" begin
        daily = DataFrame(date = [Date(2025, 1, 1), Date(2025, 1, 2)],
                          temp_mean = Union{Missing,Float64}[2.345, missing],
                          n_valid = [24, 5])
        path = write_daily_csv(tempname() * ".csv", daily)
        lines = readlines(path)
        @test lines[1] == "date,temp_mean,n_valid"
        @test lines[2] == "2025-01-01,2.3,24"
        @test lines[3] == "2025-01-02,,5"
    end

    @testset "monthly summary" begin
        daily = DataFrame(date = Date(2025, 1, 1):Day(1):Date(2025, 1, 31),
                          temp_mean = Vector{Union{Missing,Float64}}(fill(1.0, 31)))
        m = monthly_summary(daily)
        @test m.valid_days == [31]
        @test m.temp_mean == [1.0]
    end
end
