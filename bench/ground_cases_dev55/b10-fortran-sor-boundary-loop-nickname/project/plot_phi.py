"""Plot the solution written by poisson2d (phi.dat) and its error against the exact solution."""
import sys

import matplotlib.pyplot as plt
import numpy as np

path = sys.argv[1] if len(sys.argv) > 1 else "phi.dat"
phi = np.loadtxt(path)                 # rows: j (y), columns: i (x)
ny, nx = phi.shape
x = np.linspace(0.0, 1.0, nx)
y = np.linspace(0.0, 1.0, ny)
X, Y = np.meshgrid(x, y)
exact = np.sin(np.pi * X) * np.sinh(np.pi * Y) / np.sinh(np.pi)

fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(7.0, 3.0), constrained_layout=True)
im1 = ax1.contourf(X, Y, phi, levels=21, cmap="viridis")
fig.colorbar(im1, ax=ax1, label=r"$\phi$")
ax1.set_title("(a) SOR solution")
im2 = ax2.pcolormesh(X, Y, np.abs(phi - exact), cmap="magma", shading="auto")
fig.colorbar(im2, ax=ax2, label=r"$|\phi - \phi_{\rm exact}|$")
ax2.set_title("(b) error")
for ax in (ax1, ax2):
    ax.set_xlabel("x")
    ax.set_ylabel("y")
    ax.set_aspect("equal")
fig.savefig("fig_phi.pdf")
print(f"max error {np.abs(phi - exact)[1:-1, 1:-1].max():.3e}")

# where is the error largest? (boundary vs interior, for the convergence table)
err = np.abs(phi - exact)
jmax, imax = np.unravel_index(np.argmax(err), err.shape)
print(f"largest error at x = {x[imax]:.3f}, y = {y[jmax]:.3f}")
print(f"error on the edges: x=0 {err[:, 0].max():.3e}, x=1 {err[:, -1].max():.3e}")
