# Initial configurations and output files.

"""
    fcc_lattice(m, density)

`4m^3` atoms on an fcc lattice filling a cubic box at `density`; returns (pos, L).
The lattice is shifted by a quarter cell so that no atom sits on a box face.
"""
function fcc_lattice(m::Int, density::Float64)
    N = 4 * m^3
    L = (N / density)^(1 / 3)
    a = L / m
    basis = ((0.0, 0.0, 0.0), (0.5, 0.5, 0.0), (0.5, 0.0, 0.5), (0.0, 0.5, 0.5))
    pos = zeros(3, N)
    p = 0
    for k in 0:m-1, j in 0:m-1, i in 0:m-1, b in basis
        p += 1
        pos[:, p] .= ((i, j, k) .+ b .+ 0.25) .* a
    end
    return pos, L
end

function maxwell_velocities(N::Int, T::Float64, rng::AbstractRNG)
    v = randn(rng, 3, N) .* sqrt(T)
    v .-= sum(v; dims=2) ./ N                       # zero total momentum
    v .*= sqrt(T / (sum(abs2, v) / (3 * (N - 1))))  # exact initial temperature
    return v
end

function write_thermo(io::IO, s, epot)
    N = size(s.pos, 2)
    ekin = 0.5 * sum(abs2, s.vel)
    @printf(io, "%10d %14.8f %14.8f %14.8f %10.5f\n", s.step, ekin / N, epot / N, (ekin + epot) / N,
            2ekin / (3 * (N - 1)))
end

function write_xyz(io::IO, s)
    N = size(s.pos, 2)
    println(io, N)
    println(io, "step=", s.step, " L=", s.L)
    for p in 1:N
        @printf(io, "Ar %12.6f %12.6f %12.6f\n", mod(s.pos[1, p], s.L), mod(s.pos[2, p], s.L), mod(s.pos[3, p], s.L))
    end
end
