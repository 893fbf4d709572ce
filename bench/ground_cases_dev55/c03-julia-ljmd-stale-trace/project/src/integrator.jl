# Velocity-Verlet integration in reduced LJ units (m = σ = ε = kB = 1).

mutable struct State
    pos::Matrix{Float64}    # 3 × N, unwrapped
    vel::Matrix{Float64}
    frc::Matrix{Float64}
    L::Float64
    step::Int
end

function State(pos, vel, L, cl, rc)
    frc = zeros(size(pos))
    build_cells!(cl, pos, L)
    compute_forces!(frc, pos, L, cl, rc)
    return State(pos, vel, frc, L, 0)
end

kinetic_energy(s::State) = 0.5 * sum(abs2, s.vel)
temperature(s::State) = 2 * kinetic_energy(s) / (3 * (size(s.vel, 2) - 1))
total_energy(s::State, cl, rc) = kinetic_energy(s) + potential_energy(s.pos, s.L, cl, rc)

"""
    step!(s, cl, dt, rc)

One velocity-Verlet step: half kick, drift, new forces, half kick.
"""
function step!(s::State, cl::CellList, dt::Float64, rc::Float64)
    @. s.vel += 0.5 * dt * s.frc
    @. s.pos += dt * s.vel
    needs_rebuild(cl, s.pos) && build_cells!(cl, s.pos, s.L)
    compute_forces!(s.frc, s.pos, s.L, cl, rc)
    @. s.vel += 0.5 * dt * s.frc
    s.step += 1
    return s
end

function run!(s::State, cl::CellList, nsteps::Int, dt::Float64, rc::Float64;
              thermo_every=100, dump_every=1000, io_thermo=nothing, io_xyz=nothing)
    for _ in 1:nsteps
        step!(s, cl, dt, rc)
        if io_thermo !== nothing && s.step % thermo_every == 0
            write_thermo(io_thermo, s, potential_energy(s.pos, s.L, cl, rc))
        end
        if io_xyz !== nothing && s.step % dump_every == 0
            write_xyz(io_xyz, s)
        end
    end
    return s
end
