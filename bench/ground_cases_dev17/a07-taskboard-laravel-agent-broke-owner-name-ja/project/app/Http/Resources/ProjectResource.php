<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * @mixin \App\Models\Project
 */
class ProjectResource extends JsonResource
{
    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'slug' => $this->slug,
            'status' => $this->status,
            'color' => $this->color,
            'team_id' => $this->team_id,
            'owner_id' => $this->owner_id,
            'owner_name' => $this->owner->name,
            'due_on' => $this->due_on?->toDateString(),
            'open_tasks' => $this->whenCounted('openTasks'),
            'archived' => $this->archived_at !== null,
            'created_at' => $this->created_at->toIso8601String(),
            'updated_at' => $this->updated_at->toIso8601String(),
        ];
    }
}
