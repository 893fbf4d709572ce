% Run with: octave --eval "startup; run tests/test_find_peak.m"
f = (0:0.2:100)';
pxx = exp(-((f - 10.3) / 0.8) .^ 2) + 1e-3;
fpk = find_peak_freq(f, pxx, [8 13]);
assert(abs(fpk - 10.3) < 0.05, 'alpha peak off: %.3f', fpk);

pxx2 = 1e-3 * ones(size(f));
pxx2(f == 50) = 1;
fpk2 = find_peak_freq(f, pxx2, [48 52]);
assert(abs(fpk2 - 50) < 1e-9, 'line peak off: %.3f', fpk2);
disp('test_find_peak: OK');
