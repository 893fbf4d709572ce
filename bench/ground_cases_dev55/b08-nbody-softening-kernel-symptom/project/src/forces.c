/* Direct-summation gravitational accelerations and potential energy (G = 1),
 * Plummer softening. Called from Python through ctypes (nbody/_ffi.py). */
#include <math.h>
#include <stddef.h>

#include "forces.h"

void accelerations(size_t n, const double *pos, const double *mass, double eps,
                   double *acc)
{
    const double eps2 = eps * eps;
    for (size_t i = 0; i < 3 * n; i++)
        acc[i] = 0.0;

    for (size_t i = 0; i < n; i++) {
        const double xi = pos[3 * i], yi = pos[3 * i + 1], zi = pos[3 * i + 2];
        for (size_t j = i + 1; j < n; j++) {
            const double dx = pos[3 * j] - xi;
            const double dy = pos[3 * j + 1] - yi;
            const double dz = pos[3 * j + 2] - zi;
            const double r2 = dx * dx + dy * dy + dz * dz;
            const double r2s = r2 + eps2;
            const double inv_r3 = 1.0 / (r2 * sqrt(r2s));
            acc[3 * i]     += mass[j] * dx * inv_r3;
            acc[3 * i + 1] += mass[j] * dy * inv_r3;
            acc[3 * i + 2] += mass[j] * dz * inv_r3;
            acc[3 * j]     -= mass[i] * dx * inv_r3;
            acc[3 * j + 1] -= mass[i] * dy * inv_r3;
            acc[3 * j + 2] -= mass[i] * dz * inv_r3;
        }
    }
}

double potential_energy(size_t n, const double *pos, const double *mass, double eps)
{
    const double eps2 = eps * eps;
    double pot = 0.0;
    for (size_t i = 0; i < n; i++) {
        for (size_t j = i + 1; j < n; j++) {
            const double dx = pos[3 * j] - pos[3 * i];
            const double dy = pos[3 * j + 1] - pos[3 * i + 1];
            const double dz = pos[3 * j + 2] - pos[3 * i + 2];
            const double r2s = dx * dx + dy * dy + dz * dz + eps2;
            pot -= mass[i] * mass[j] / sqrt(r2s);
        }
    }
    return pot;
}
