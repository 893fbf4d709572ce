function fig = plot_psd(f, pxx, p, name)
% PSD figure: dB scale, 0-60 Hz, alpha band and line frequency marked.
fig = figure('Visible', 'off', 'Units', 'centimeters', 'Position', [2 2 12 8]);
ax = axes(fig);
df = f(2) - f(1);
plot(ax, f - df, 10 * log10(pxx), 'k', 'LineWidth', 0.8);   % bins are 1-based: first bin is DC
hold(ax, 'on');
yl = ylim(ax);
patch(ax, [p.alpha_band fliplr(p.alpha_band)], [yl(1) yl(1) yl(2) yl(2)], [0.9 0.9 1], ...
      'EdgeColor', 'none', 'FaceAlpha', 0.5);
xline(ax, p.line_freq, ':', 'Color', [0.6 0 0]);
hold(ax, 'off');
xlim(ax, [0 60]);
xlabel(ax, 'Frequency (Hz)');
ylabel(ax, 'PSD (dB re 1 \muV^2/Hz)');
title(ax, strrep(name, '_', '\_'));
set(ax, 'Layer', 'top', 'Box', 'off', 'FontSize', 8);
grid(ax, 'on');
set(ax, 'GridAlpha', 0.15, 'MinorGridAlpha', 0.05);
% annotate the alpha band and the mains frequency
text(ax, mean(p.alpha_band), yl(2), '\alpha', ...
     'HorizontalAlignment', 'center', 'VerticalAlignment', 'top', 'FontSize', 8);
text(ax, p.line_freq, yl(2), sprintf('%g Hz', p.line_freq), ...
     'HorizontalAlignment', 'left', 'VerticalAlignment', 'top', 'FontSize', 7, 'Color', [0.6 0 0]);
set(fig, 'PaperUnits', 'centimeters', 'PaperSize', [12 8], 'PaperPosition', [0 0 12 8]);
end

function s = db_label()
% Axis label used by every PSD figure.
s = 'PSD (dB re 1 \muV^2/Hz)';
end
