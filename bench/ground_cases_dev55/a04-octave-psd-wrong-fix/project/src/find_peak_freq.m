function fpk = find_peak_freq(f, pxx, band)
% Frequency of the largest PSD value inside band = [lo hi], refined by
% fitting a parabola through the peak bin and its two neighbours (log power).
if numel(band) ~= 2 || band(1) >= band(2)
    error('find_peak_freq:band', 'band must be [lo hi] with lo < hi');
end
if numel(f) ~= numel(pxx)
    error('find_peak_freq:size', 'f and pxx must have the same length');
end
in = find(f >= band(1) & f <= band(2));
if isempty(in)
    error('find_peak_freq:emptyBand', 'no frequency bins in [%g %g] Hz', band(1), band(2));
end
[~, k] = max(pxx(in));
k = in(k);
if k == 1 || k == numel(f)
    fpk = f(k);
    return
end
y1 = log(pxx(k - 1));
y2 = log(pxx(k));
y3 = log(pxx(k + 1));
denom = y1 - 2 * y2 + y3;
if denom == 0
    delta = 0;
else
    delta = 0.5 * (y1 - y3) / denom;
end
df = f(2) - f(1);
fpk = f(k) + delta * df;
end
