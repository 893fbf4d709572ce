module LJMD

using LinearAlgebra
using Printf
using Random

export CellList, State, fcc_lattice, maxwell_velocities, step!, run!, potential_energy,
       kinetic_energy, temperature, total_energy

include("cells.jl")
include("forces.jl")
include("integrator.jl")
include("io.jl")

end # module
