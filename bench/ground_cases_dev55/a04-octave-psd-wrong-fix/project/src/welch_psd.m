function [pxx, f] = welch_psd(x, p)
% Welch power spectral density per channel.
%   x   : channels x samples (NaN marks artefact samples; segments containing NaN are skipped)
%   pxx : frequencies x channels, in uV^2/Hz (one-sided)
%   f   : frequencies in Hz, column vector
nwin = round(p.win_s * p.fs);
step = round(nwin * (1 - p.overlap));
w = hann(nwin, 'periodic');
U = sum(w .^ 2);
nseg = floor((size(x, 2) - nwin) / step) + 1;

acc = zeros(p.nfft, size(x, 1));
used = 0;
for k = 1:nseg
    idx = (k - 1) * step + (1:nwin);
    seg = x(:, idx)';
    if any(isnan(seg(:)))
        continue
    end
    seg = seg - mean(seg, 1);
    X = fft(seg .* w, p.nfft);
    acc = acc + abs(X) .^ 2;
    used = used + 1;
end
if used == 0
    error('welch_psd:noSegments', 'no artefact-free %g s segment', p.win_s);
end

half = 1:(p.nfft / 2 + 1);
pxx = acc(half, :) / (used * p.fs * U);
pxx(2:end-1, :) = 2 * pxx(2:end-1, :);
f = (1:numel(half))' * (p.fs / p.nfft);
end
