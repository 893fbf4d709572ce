CREATE TABLE dining_table (
  id          BIGINT PRIMARY KEY AUTO_INCREMENT,
  code        VARCHAR(16) NOT NULL COMMENT '桌号，如 A3',
  seats       INT NOT NULL COMMENT '座位数',
  area        VARCHAR(16) NOT NULL DEFAULT '大厅' COMMENT '区域：大厅/包间',
  enabled     TINYINT NOT NULL DEFAULT 1 COMMENT '是否可预订'
) COMMENT '餐桌';

CREATE TABLE booking (
  id          BIGINT PRIMARY KEY AUTO_INCREMENT,
  table_id    BIGINT NOT NULL COMMENT '餐桌ID',
  guest_name  VARCHAR(32) NOT NULL COMMENT '顾客称呼',
  phone       VARCHAR(20) NOT NULL COMMENT '手机号',
  party_size  INT NOT NULL COMMENT '人数',
  start_time  DATETIME NOT NULL COMMENT '到店时间',
  end_time    DATETIME NOT NULL COMMENT '预计离店时间',
  status      VARCHAR(16) NOT NULL COMMENT 'PENDING待确认 CONFIRMED已确认 CANCELLED已取消 DONE已完成',
  source      VARCHAR(16) NOT NULL COMMENT 'MINIAPP小程序 POS前台 PHONE电话',
  remark      VARCHAR(200) NULL COMMENT '备注（忌口、宝宝椅等）',
  created_at  DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  KEY idx_table_time (table_id, start_time)
) COMMENT '订座记录';

CREATE TABLE notify_log (
  id          BIGINT PRIMARY KEY AUTO_INCREMENT,
  booking_id  BIGINT NOT NULL,
  channel     VARCHAR(16) NOT NULL COMMENT 'SMS/FEISHU',
  content     VARCHAR(500) NOT NULL,
  created_at  DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
) COMMENT '通知记录';
