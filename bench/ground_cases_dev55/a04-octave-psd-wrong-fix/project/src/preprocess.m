function y = preprocess(x, p)
% Re-reference to the common average, remove slow drift and band-pass filter.
%   x : channels x samples, in microvolts
%   p : parameters from params()
%   y : channels x samples, same units; artefact samples are NaN
%
% Filtering is zero-phase (filtfilt), so peaks do not shift in time.
if size(x, 1) > size(x, 2)
    warning('preprocess:orientation', 'more channels than samples: is x transposed?');
end
y = x - mean(x, 1);                        % common average reference
y = detrend(y')';                          % linear trend per channel
[b, a] = butter(p.bp_order, p.bandpass / (p.fs / 2), 'bandpass');
y = filtfilt(b, a, y')';
wo = p.line_freq / (p.fs / 2);             % notch at mains frequency
[bn, an] = iirnotch(wo, wo / 35);
y = filtfilt(bn, an, y')';
bad = any(abs(y) > 150, 1);                % samples with any channel over 150 uV
if any(bad)
    fprintf('preprocess: marking %d samples (%.1f%%) as artefacts\n', sum(bad), 100 * mean(bad));
    y(:, bad) = NaN;
end
end

function n = count_bad_channels(y)
% Channels that are NaN for more than half of the recording.
% (kept separate from preprocess so the QC report can call it on raw data)
if isempty(y)
    n = 0;
    return
end
n = sum(mean(isnan(y), 2) > 0.5);
end
