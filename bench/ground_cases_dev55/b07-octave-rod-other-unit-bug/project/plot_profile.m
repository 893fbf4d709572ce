function plot_profile(P, G, t, T, exp_file)
% PLOT_PROFILE  Fig. 4: (a) simulated temperature along the rod vs time, (b) comparison
%   with the thermocouple readings at t = 10, 30, 60 min.

  D = csvread(exp_file, 1, 0);        % columns: t [s], TC1..TC6 [degC]
  figure('Units', 'centimeters', 'Position', [2 2 17 7]);

  subplot(1, 2, 1);
  imagesc(t / 60, G.x_mm, T - 273.15);
  axis xy;
  colormap(viridis);
  cb = colorbar;
  ylabel(cb, 'T (^oC)');
  xlabel('t (min)');
  ylabel('x (mm)');
  title('(a)');

  subplot(1, 2, 2);
  hold on;
  for tm = [10 30 60]
    [~, it] = min(abs(t - 60 * tm));
    plot(G.x_mm, T(:, it) - 273.15, '-', 'LineWidth', 1);
    [~, ie] = min(abs(D(:, 1) - 60 * tm));
    plot(P.tc_mm, D(ie, 2:end), 'ko', 'MarkerSize', 4);
  end
  hold off;
  xlabel('x (mm)');
  ylabel('T (^oC)');
  legend({'10 min', '', '30 min', '', '60 min', 'TC'}, 'Location', 'northeast');
  title('(b)');
end
