#ifndef NBODY_FORCES_H
#define NBODY_FORCES_H
#include <stddef.h>

void accelerations(size_t n, const double *pos, const double *mass, double eps, double *acc);
double potential_energy(size_t n, const double *pos, const double *mass, double eps);

#endif
