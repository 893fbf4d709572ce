<?php

namespace App\Services;

use App\Exceptions\PlanLimitReached;
use App\Models\Workspace;

class PlanLimits
{
    public function limitFor(Workspace $workspace, string $what): ?int
    {
        return config("plans.{$workspace->plan}.{$what}");
    }

    public function ensureCanCreateProject(Workspace $workspace): void
    {
        $limit = $this->limitFor($workspace, 'projects');
        $count = $workspace->projects()->whereNull('archived_at')->count();

        if ($count >= $limit) {
            throw new PlanLimitReached('projects', $limit);
        }
    }

    public function ensureCanAddSeat(Workspace $workspace): void
    {
        $limit = $this->limitFor($workspace, 'seats');
        if ($limit === null) {
            return;
        }
        if ($workspace->members()->count() >= $limit) {
            throw new PlanLimitReached('seats', $limit);
        }
    }
}
