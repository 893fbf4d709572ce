using GrowthCurves
using DataFrames
using Test

function synthetic(; K=1.2, r=0.02, t_mid=300.0, wells=["A1", "A2"], strain="wt")
    t = collect(0.0:15.0:720.0)   # minutes, one read every 15 min for 12 h
    rows = DataFrame(time_min=Float64[], well=String[], od=Union{Missing,Float64}[], strain=String[])
    for w in wells
        y = logistic(t, [K, r, t_mid])
        append!(rows, DataFrame(time_min=t, well=w, od=y, strain=strain))
    end
    return rows
end

@testset "normalize_well" begin
    @test GrowthCurves.normalize_well("A01") == "A1"
    @test GrowthCurves.normalize_well(" h12") == "H12"
    @test_throws ArgumentError GrowthCurves.normalize_well("Time")
end

@testset "parse_minutes" begin
    @test parse_minutes("1:30:00") == 90.0
    @test parse_minutes("26:15:30") == 26 * 60 + 15.5
end

@testset "fit_logistic recovers K" begin
    df = synthetic()
    f = fit_logistic(df.time_min[df.well .== "A1"], df.od[df.well .== "A1"])
    @test f.K ≈ 1.2 atol = 0.05
end

@testset "summarize_strains" begin
    df = vcat(synthetic(), synthetic(strain="mut", wells=["B1", "B2"], K=0.8))
    s = summarize_strains(df; require_converged=false)
    @test s.strain == ["mut", "wt"]
    @test s.wells == [2, 2]
end
