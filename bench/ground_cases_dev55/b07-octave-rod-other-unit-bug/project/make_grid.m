function G = make_grid(P)
% MAKE_GRID  Uniform 1-D grid along the rod and the surface/volume ratio of a slice.

  G.nx = P.nx;
  G.x_mm = linspace(0, P.L_mm, P.nx);
  G.dx = P.L_mm / (P.nx - 1) * 1e-2;          % grid spacing [m]
  G.x = G.x_mm * 1e-3;                         % positions [m]

  % lateral surface per unit volume of a cylinder: perimeter / area = 4 / d
  d = P.d_mm * 1e-3;
  G.surf_per_vol = 4 / d;                      % [1/m]

  % indices of the grid points closest to the thermocouples
  G.tc_idx = zeros(size(P.tc_mm));
  for m = 1:numel(P.tc_mm)
    [~, G.tc_idx(m)] = min(abs(G.x_mm - P.tc_mm(m)));
  end

  % sanity checks
  assert(G.nx >= 3, 'need at least three grid points');
  assert(all(diff(G.x) > 0), 'grid must be increasing');
  if any(abs(G.x_mm(G.tc_idx) - P.tc_mm) > 0.5 * P.L_mm / (P.nx - 1))
    warning('make_grid:tc', 'a thermocouple falls between grid points');
  end
end

function grid_report(G)
% GRID_REPORT  Print the grid used for a run (for the lab notebook).
  fprintf('grid: %d points, dx = %.3g m, rod %.0f mm
', G.nx, G.dx, G.x_mm(end));
  fprintf('thermocouples at grid points %s
', mat2str(G.tc_idx));
end
