# Truncated and shifted Lennard-Jones forces over a cell list.

const ECUT_CACHE = Dict{Float64,Float64}()

ecut(rc) = get!(ECUT_CACHE, rc) do
    ir6 = 1 / rc^6
    4 * (ir6^2 - ir6)
end

@inline minimum_image(d, L) = d - L * round(d / L)

function compute_forces!(frc::Matrix{Float64}, pos::Matrix{Float64}, L::Float64, cl::CellList, rc::Float64)
    fill!(frc, 0.0)
    rc2 = rc^2
    n = cl.ncell
    for k in 1:n, j in 1:n, i in 1:n
        home = cl.cells[i, j, k]
        for dk in -1:1, dj in -1:1, di in -1:1
            other = cl.cells[neighbor_cell(i, di, n), neighbor_cell(j, dj, n), neighbor_cell(k, dk, n)]
            for p in home, q in other
                p < q || continue
                dx = minimum_image(pos[1, p] - pos[1, q], L)
                dy = minimum_image(pos[2, p] - pos[2, q], L)
                dz = minimum_image(pos[3, p] - pos[3, q], L)
                r2 = dx^2 + dy^2 + dz^2
                r2 < rc2 || continue
                ir2 = 1 / r2
                ir6 = ir2^3
                f = 24 * ir2 * ir6 * (2 * ir6 - 1)
                frc[1, p] += f * dx; frc[2, p] += f * dy; frc[3, p] += f * dz
                frc[1, q] -= f * dx; frc[2, q] -= f * dy; frc[3, q] -= f * dz
            end
        end
    end
    return frc
end

function potential_energy(pos::Matrix{Float64}, L::Float64, cl::CellList, rc::Float64)
    e = 0.0
    rc2 = rc^2
    n = cl.ncell
    for k in 1:n, j in 1:n, i in 1:n
        for dk in -1:1, dj in -1:1, di in -1:1
            other = cl.cells[neighbor_cell(i, di, n), neighbor_cell(j, dj, n), neighbor_cell(k, dk, n)]
            for p in cl.cells[i, j, k], q in other
                p < q || continue
                r2 = sum(minimum_image(pos[a, p] - pos[a, q], L)^2 for a in 1:3)
                r2 < rc2 || continue
                ir6 = 1 / r2^3
                e += 4 * (ir6^2 - ir6) - ecut(rc)
            end
        end
    end
    return e
end
