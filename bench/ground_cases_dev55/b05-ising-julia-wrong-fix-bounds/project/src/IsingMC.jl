module IsingMC

using Random
using Statistics

include("lattice.jl")
include("metropolis.jl")
include("observables.jl")

export random_lattice, local_field, sweep!, run_chain
export energy_per_site, magnetization_per_site, specific_heat, binder

end
