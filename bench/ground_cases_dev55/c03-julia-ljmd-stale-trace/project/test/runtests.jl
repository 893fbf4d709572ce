using LJMD, Random, Test

@testset "cells" begin
    pos, L = fcc_lattice(4, 0.8442)
    cl = CellList(L, 2.5, size(pos, 2))
    LJMD.build_cells!(cl, pos, L)
    @test sum(LJMD.occupancy(cl)) == size(pos, 2)
    shifted = pos .+ 3L          # unwrapped positions land in the same cells
    cl2 = CellList(L, 2.5, size(pos, 2))
    LJMD.build_cells!(cl2, shifted, L)
    @test LJMD.occupancy(cl2) == LJMD.occupancy(cl)
end

@testset "forces" begin
    pos = [0.0 1.1; 0.0 0.0; 0.0 0.0]
    L = 10.0
    cl = CellList(L, 2.5, 2)
    LJMD.build_cells!(cl, pos, L)
    frc = zeros(3, 2)
    LJMD.compute_forces!(frc, pos, L, cl, 2.5)
    @test frc[:, 1] ≈ -frc[:, 2]
    @test sum(frc) ≈ 0 atol = 1e-12
end

@testset "short NVE" begin
    rng = Xoshiro(1)
    pos, L = fcc_lattice(3, 0.8442)
    vel = maxwell_velocities(size(pos, 2), 0.722, rng)
    cl = CellList(L, 2.5, size(pos, 2))
    s = State(pos, vel, L, cl, 2.5)
    e0 = total_energy(s, cl, 2.5)
    run!(s, cl, 200, 0.005, 2.5)
    @test abs(total_energy(s, cl, 2.5) - e0) / abs(e0) < 1e-3
end
