function T = peak_table(sys, meas)
%PEAK_TABLE  Table 3: natural frequencies (Hz) of modes 1-3, FE vs measured.
fn_fe = sys.wn(1:3) / (2 * pi);
fn_meas = zeros(3, 1);
zeta_meas = zeros(3, 1);
edges = [0.5 * fn_fe(1), 0.5 * (fn_fe(1:2) + fn_fe(2:3)).', 1.5 * fn_fe(3)];
for k = 1:3
    band = meas.f >= edges(k) & meas.f < edges(k + 1);
    [~, i] = max(abs(meas.H(band)));
    fb = meas.f(band);
    fn_meas(k) = fb(i);
    zeta_meas(k) = damping_halfpower(meas.f(band), abs(meas.H(band)));
end
err = 100 * (fn_fe - fn_meas) ./ fn_meas;
T = table((1:3).', fn_fe, fn_meas, err, 100 * zeta_meas, ...
          'VariableNames', {'mode', 'fn_FE_Hz', 'fn_meas_Hz', 'error_pct', 'zeta_pct'});
end
