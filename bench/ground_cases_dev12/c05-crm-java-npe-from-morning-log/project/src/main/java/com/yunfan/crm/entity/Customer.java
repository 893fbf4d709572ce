package com.yunfan.crm.entity;

import com.baomidou.mybatisplus.annotation.FieldFill;
import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableLogic;
import com.baomidou.mybatisplus.annotation.TableName;
import lombok.Data;

import java.time.LocalDateTime;

/**
 * 客户
 */
@Data
@TableName("crm_customer")
public class Customer {

    @TableId(type = IdType.ASSIGN_ID)
    private Long id;

    /** 客户名称（公司名或个人姓名） */
    private String name;

    /** 联系手机号 */
    private String mobile;

    /** 客户等级 1 普通 2 意向 3 重点 4 战略 */
    private Integer level;

    /** 当前负责销售，公海客户为空 */
    private Long ownerId;

    /** 是否在公海 1 是 0 否 */
    private Integer poolFlag;

    private String source;

    /** 逻辑删除，selectById / 条件查询都会自动带上 deleted = 0 */
    @TableLogic
    private Integer deleted;

    @TableField(fill = FieldFill.INSERT)
    private LocalDateTime createdAt;

    @TableField(fill = FieldFill.INSERT_UPDATE)
    private LocalDateTime updatedAt;
}
