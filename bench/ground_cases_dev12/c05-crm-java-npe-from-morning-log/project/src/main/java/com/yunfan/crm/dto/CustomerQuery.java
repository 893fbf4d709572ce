package com.yunfan.crm.dto;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import lombok.Data;

/**
 * 客户列表查询条件
 */
@Data
public class CustomerQuery {

    /** 客户名称，模糊匹配 */
    private String name;

    /** 手机号，模糊匹配 */
    private String mobile;

    private Integer level;

    private Long ownerId;

    /** 1 只看公海 0 只看已分配 */
    private Integer poolFlag;

    @Min(1)
    private Integer pageNo = 1;

    @Min(1)
    @Max(200)
    private Integer pageSize = 20;
}
