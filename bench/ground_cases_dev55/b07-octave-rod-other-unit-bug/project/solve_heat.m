function [t_out, T_out] = solve_heat(P, G)
% SOLVE_HEAT  Explicit FTCS for the 1-D fin equation
%   dT/dt = alpha d2T/dx2 - (h / (rho cp)) (4/d) (T - T_amb)
%   with T = T_hot at x = 0 and an insulated far end (dT/dx = 0 at x = L).

  nsteps = round(P.t_end / P.dt);
  r = P.alpha * P.dt / G.dx^2;
  if r > 0.5
    error('solve_heat:cfl', 'FTCS unstable: r = alpha*dt/dx^2 = %.3f > 0.5; reduce dt', r);
  end
  beta = P.h_conv / (P.rho * P.cp) * G.surf_per_vol;

  T = P.T_amb * ones(G.nx, 1);
  T(1) = P.T_hot;
  nsave = floor(nsteps / P.save_every) + 1;
  T_out = zeros(G.nx, nsave);
  t_out = zeros(1, nsave);
  T_out(:, 1) = T;
  k = 1;
  for n = 1:nsteps
    Tn = T;
    T(2:end-1) = Tn(2:end-1) + r * (Tn(3:end) - 2 * Tn(2:end-1) + Tn(1:end-2)) ...
                 - P.dt * beta * (Tn(2:end-1) - P.T_amb);
    T(end) = Tn(end) + 2 * r * (Tn(end-1) - Tn(end)) - P.dt * beta * (Tn(end) - P.T_amb);
    T(1) = P.T_hot;
    if mod(n, P.save_every) == 0
      k = k + 1;
      T_out(:, k) = T;
      t_out(k) = n * P.dt;
    end
  end
end
