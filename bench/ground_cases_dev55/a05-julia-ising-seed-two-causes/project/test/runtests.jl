using IsingMC
using Random
using Test

@testset "lattice" begin
    s = init_lattice(8, Xoshiro(1); hot = false)
    @test all(==(1), s)
    @test energy_per_site(s) == -2.0
    @test magnetization(s) == 1.0
    @test_throws ArgumentError init_lattice(7, Xoshiro(1))
end

@testset "ground state stays at low T" begin
    s = init_lattice(16, Xoshiro(1); hot = false)
    for n in 1:50
        sweep!(s, 1 / 0.5, n)
    end
    @test magnetization(s) > 0.99
end

@testset "same seed, same machine" begin
    a = run_simulation(16, 2.3; sweeps = 200, therm = 50, seed = 7)
    b = run_simulation(16, 2.3; sweeps = 200, therm = 50, seed = 7)
    @test a.energy == b.energy
end
