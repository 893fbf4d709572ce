"""Small NumPy molecular dynamics code for Lennard-Jones argon."""
