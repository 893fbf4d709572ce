#!/usr/bin/env bash
# 打包并发布到生产机：./deploy/deploy.sh
set -euo pipefail

HOST=${HOST:-deploy@10.20.1.15}

mvn -q -DskipTests package
scp target/hetong-service-*.jar "$HOST:/opt/hetong/hetong-service.jar"
ssh "$HOST" 'sudo systemctl restart hetong && sleep 5 && curl -fsS http://127.0.0.1:8080/actuator/health || true'
