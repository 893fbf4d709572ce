<?php

namespace App\Support;

use Illuminate\Contracts\Config\Repository as Config;

/**
 * Feature flags. Defaults live in config/features.php; any flag can be
 * overridden per environment with FEATURE_<NAME>=true|false.
 */
class FeatureFlags
{
    public function __construct(private Config $config)
    {
    }

    public function enabled(string $name, ?object $user = null): bool
    {
        $override = $this->override($name);
        if ($override !== null) {
            return $override;
        }

        $flag = $this->config->get("features.flags.{$name}", false);
        if (is_array($flag)) {
            return $this->rollout($name, $flag, $user);
        }

        return (bool) $flag;
    }

    private function override(string $name): ?bool
    {
        $raw = getenv('FEATURE_' . strtoupper($name));
        if ($raw === false || $raw === '') {
            return null;
        }

        return (bool) $raw;
    }

    /** @param array{percent?: int, users?: list<int>} $flag */
    private function rollout(string $name, array $flag, ?object $user): bool
    {
        if ($user === null) {
            return false;
        }
        if (in_array($user->id, $flag['users'] ?? [], true)) {
            return true;
        }
        $bucket = crc32($name . ':' . $user->id) % 100;

        return $bucket < ($flag['percent'] ?? 0);
    }

    /** @return array<string, bool> */
    public function all(?object $user = null): array
    {
        $names = array_keys($this->config->get('features.flags', []));

        return array_combine($names, array_map(fn ($n) => $this->enabled($n, $user), $names));
    }
}
