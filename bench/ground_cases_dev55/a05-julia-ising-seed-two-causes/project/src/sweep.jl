# One Monte Carlo sweep = one checkerboard update of each colour.
# Rows of a colour are independent, so they are split over threads.

const ACCEPT_CACHE = Dict{Float64, NTuple{5, Float64}}()

function acceptance(beta::Float64)
    get!(ACCEPT_CACHE, beta) do
        ntuple(k -> min(1.0, exp(-2beta * (2k - 6))), 5)   # dE/2 = s * h, h in -4:2:4
    end
end

"""
    sweep!(s, beta, seed)

Checkerboard Metropolis sweep. Each thread gets its own generator so that the
threads do not share RNG state; the generators are seeded from `seed` and the
thread id.
"""
function sweep!(s::Matrix{Int8}, beta::Float64, seed::Int)
    L = size(s, 1)
    acc = acceptance(beta)
    rngs = [Xoshiro(hash((seed, t))) for t in 1:Threads.nthreads()]
    for colour in (0, 1)
        rows = sublattice_rows(L, colour)
        Threads.@threads :static for i in 1:L
            rng = rngs[Threads.threadid()]
            for (ii, j) in rows[i]
                h = neighbour_sum(s, ii, j)
                k = div(Int(s[ii, j]) * h, 2) + 3
                if rand(rng) < acc[k]
                    s[ii, j] = -s[ii, j]
                end
            end
        end
    end
    return s
end
