package com.acme.user.mapper;

import com.acme.common.PageQuery;
import com.acme.user.domain.User;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

import java.util.List;

@Mapper
public interface UserMapper {

    List<User> search(@Param("keyword") String keyword,
                      @Param("status") Integer status,
                      @Param("page") PageQuery page);

    List<User> searchByDept(@Param("deptId") Long deptId,
                            @Param("page") PageQuery page);

    long countByDept(@Param("deptId") Long deptId);
}
