<?php

namespace App\Support;

use App\Models\Workspace;

class Features
{
    /** @return list<string> */
    public static function for(Workspace $workspace): array
    {
        return config("plans.{$workspace->effectivePlan()}.features", []);
    }

    public static function enabled(Workspace $workspace, string $feature): bool
    {
        return in_array($feature, self::for($workspace), true);
    }

    public static function abortUnless(Workspace $workspace, string $feature): void
    {
        if (! self::enabled($workspace, $feature)) {
            abort(403, "This feature requires a higher plan: {$feature}");
        }
    }
}
