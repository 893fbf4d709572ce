<?php

namespace Deployer;

require 'recipe/laravel.php';

set('application', 'shop-admin');
set('repository', 'git@gitlab.com:acme/shop-admin.git');
set('keep_releases', 5);

host('admin.shop.acme.io')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/shop-admin');

after('deploy:failed', 'deploy:unlock');
