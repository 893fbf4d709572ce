<?php

// null = unlimited
return [
    'free' => ['label' => 'Free', 'projects' => 3, 'seats' => 3],
    'starter' => ['label' => 'Starter', 'projects' => 10, 'seats' => 10],
    'growth' => ['label' => 'Scale', 'projects' => 50, 'seats' => 40],
    'enterprise' => ['label' => 'Enterprise', 'projects' => null, 'seats' => null],
];
