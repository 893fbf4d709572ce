# Single-spin-flip Metropolis updates.

"""
    sweep!(s, β, rng)

One Monte Carlo sweep: a checkerboard pass, first the sites with i + j even, then odd.
"""
function sweep!(s::Matrix{Int8}, β::Float64, rng::AbstractRNG)
    L = size(s, 1)
    acc = (exp(-4β), exp(-8β))          # acceptance for ΔE = 4 and 8
    accepted = 0
    for parity in (0, 1)
        for j in 1:L
            start = isodd(j + parity) ? 2 : 1
            for i in start:2:min(L, L - 1 + start)
            h = local_field(s, i, j, L)
            dE = 2 * Int(s[i, j]) * h
            if dE <= 0 || rand(rng) < acc[dE ÷ 4]
                s[i, j] = -s[i, j]
                accepted += 1
            end
            end
        end
    end
    return accepted / L^2
end

"""
    run_chain(L, T; n_therm, n_meas, seed)

Thermalise, then measure energy and |m| per site after every sweep.
"""
function run_chain(L::Int, T::Float64; n_therm::Int=10_000, n_meas::Int=100_000, seed::Int=1)
    rng = Xoshiro(seed)
    s = random_lattice(L, rng)
    β = 1 / T
    for _ in 1:n_therm
        sweep!(s, β, rng)
    end
    E = Vector{Float64}(undef, n_meas)
    M = Vector{Float64}(undef, n_meas)
    for k in 1:n_meas
        sweep!(s, β, rng)
        E[k] = total_energy(s) / L^2
        M[k] = abs(sum(Int, s)) / L^2
    end
    return E, M
end
