"""
    init_lattice(L, rng; hot = true)

L x L spins (Int8). `hot = true` draws every spin uniformly from {-1, +1},
`hot = false` starts fully magnetized (+1).
"""
function init_lattice(L::Int, rng::AbstractRNG; hot::Bool = true)
    L % 2 == 0 || throw(ArgumentError("L must be even for the checkerboard update (got $L)"))
    if hot
        return rand(rng, Int8[-1, 1], L, L)
    else
        return ones(Int8, L, L)
    end
end

@inline up(i, L) = i == 1 ? L : i - 1
@inline down(i, L) = i == L ? 1 : i + 1

"""Sum of the four nearest neighbours of site (i, j) with periodic boundaries."""
@inline function neighbour_sum(s::AbstractMatrix{Int8}, i::Int, j::Int)
    L = size(s, 1)
    return Int(s[up(i, L), j]) + Int(s[down(i, L), j]) + Int(s[i, up(j, L)]) + Int(s[i, down(j, L)])
end

"""Sites of one checkerboard colour (0 = even i + j, 1 = odd), as (i, j) tuples per row."""
function sublattice_rows(L::Int, colour::Int)
    return [[(i, j) for j in 1:L if (i + j) % 2 == colour] for i in 1:L]
end
