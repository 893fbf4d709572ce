using IsingMC
using Random
using Test

@testset "lattice" begin
    s = IsingMC.cold_lattice(8)
    @test local_field(s, 1, 1, 8) == 4
    @test local_field(s, 8, 8, 8) == 4
    @test IsingMC.total_energy(s) == -2 * 64
end

@testset "low temperature" begin
    E, M = run_chain(16, 1.0; n_therm=2_000, n_meas=2_000, seed=3)
    @test energy_per_site(E) ≈ -2.0 atol = 0.01
    @test magnetization_per_site(M) > 0.99
end

@testset "binder limits" begin
    @test binder(fill(1.0, 100)) ≈ 2 / 3
end
