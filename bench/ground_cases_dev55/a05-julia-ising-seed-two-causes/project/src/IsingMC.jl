module IsingMC

using Random
using Statistics

export init_lattice, sweep!, energy_per_site, magnetization, run_simulation, write_results

include("lattice.jl")
include("sweep.jl")
include("observables.jl")
include("io.jl")

"""
    run_simulation(L, T; sweeps, therm, seed, measure_every)

Thermalize for `therm` sweeps, then measure every `measure_every` sweeps.
Returns a NamedTuple with the final lattice and the measured time series.
"""
function run_simulation(L::Int, T::Float64; sweeps::Int = 10_000, therm::Int = 2_000,
                        seed::Int = 42, measure_every::Int = 10)
    rng = Xoshiro(seed)
    s = init_lattice(L, rng; hot = true)
    beta = 1 / T
    for _ in 1:therm
        sweep!(s, beta, seed)
    end
    E = Float64[]
    M = Float64[]
    for n in 1:sweeps
        sweep!(s, beta, seed + n)
        if n % measure_every == 0
            push!(E, energy_per_site(s))
            push!(M, magnetization(s))
        end
    end
    return (lattice = s, energy = E, magnetization = M, L = L, T = T, seed = seed)
end

end # module
