# Square lattice of Int8 spins with periodic boundaries.

const TC_ONSAGER = 2 / log(1 + sqrt(2))   # exact T_c of the infinite lattice (J = k_B = 1), ≈ 2.269185

"""
    random_lattice(L, rng)

An L×L lattice of ±1 spins drawn uniformly (infinite-temperature start).
"""
function random_lattice(L::Integer, rng::AbstractRNG)
    s = Matrix{Int8}(undef, L, L)
    @inbounds for j in 1:L, i in 1:L
        s[i, j] = rand(rng, Bool) ? Int8(1) : Int8(-1)
    end
    return s
end

cold_lattice(L::Integer) = fill(Int8(1), L, L)

"""
    local_field(s, i, j, L)

Sum of the four nearest-neighbour spins of site (i, j) with periodic boundaries.
"""
@inline function local_field(s::Matrix{Int8}, i::Int, j::Int, L::Int)
    up    = s[ifelse(i == 1, L, i - 1), j]
    down  = s[ifelse(i == 1, L, i + 1), j]
    left  = s[i, ifelse(j == 1, L, j - 1)]
    right = s[i, ifelse(j == L, 1, j + 1)]
    return Int(up) + Int(down) + Int(left) + Int(right)
end

"""
    total_energy(s)

E = -J Σ_<ij> s_i s_j, each bond counted once (right and down neighbours).
"""
function total_energy(s::Matrix{Int8})
    L = size(s, 1)
    E = 0
    @inbounds for j in 1:L, i in 1:L
        E -= Int(s[i, j]) * (Int(s[mod1(i + 1, L), j]) + Int(s[i, mod1(j + 1, L)]))
    end
    return E
end
