# Cell lists for short-range pair interactions in a cubic periodic box.

struct CellList
    ncell::Int                      # cells per side
    cell_size::Float64
    cells::Array{Vector{Int},3}     # particle indices per cell
    skin::Float64
    ref::Matrix{Float64}            # positions at the last rebuild
end

"""
    CellList(L, rc, N; skin=0.3)

Empty cell list for a box of side `L`, interaction cutoff `rc` and Verlet skin `skin`
(cells are at least `rc + skin` wide, and at least 3 per side so that the 27-cell
stencil has no duplicates).
"""
function CellList(L::Float64, rc::Float64, N::Int; skin::Float64=0.3)
    n = max(3, floor(Int, L / (rc + skin)))
    cells = [Int[] for _ in 1:n, _ in 1:n, _ in 1:n]
    return CellList(n, L / n, cells, skin, fill(NaN, 3, N))
end

"""
    needs_rebuild(cl, pos)

True when some particle has moved more than half the skin since the last rebuild
(then a pair closer than `rc` could be missing from the neighbouring cells).
"""
function needs_rebuild(cl::CellList, pos::Matrix{Float64})
    lim2 = (cl.skin / 2)^2
    @inbounds for p in 1:size(pos, 2)
        d2 = (pos[1, p] - cl.ref[1, p])^2 + (pos[2, p] - cl.ref[2, p])^2 + (pos[3, p] - cl.ref[3, p])^2
        d2 > lim2 && return true
    end
    return false
end

"""
    neighbor_cell(i, di, n)

Index of the cell `di` steps away from cell `i` along one axis, with periodic wrap.
"""
@inline neighbor_cell(i::Int, di::Int, n::Int) = mod1(i + di, n)

"""
    build_cells!(cl, pos, L)

Sort every particle into its cell. Positions may lie outside the box; they are
wrapped into [0, L) first.
"""
function build_cells!(cl::CellList, pos::Matrix{Float64}, L::Float64)
    foreach(empty!, cl.cells)
    cs = cl.cell_size
    for p in 1:size(pos, 2)
        x, y, z = mod(pos[1, p], L), mod(pos[2, p], L), mod(pos[3, p], L)
        push!(cl.cells[floor(Int, x / cs) + 1, floor(Int, y / cs) + 1, floor(Int, z / cs) + 1], p)
    end
    copyto!(cl.ref, pos)
    return cl
end

"""
    occupancy(cl)

Number of particles per cell (for checking the load balance of the cell grid).
"""
occupancy(cl::CellList) = map(length, cl.cells)
