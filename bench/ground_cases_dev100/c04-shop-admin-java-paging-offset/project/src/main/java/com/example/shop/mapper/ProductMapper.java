package com.example.shop.mapper;

import com.example.shop.model.Product;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.annotations.Update;

import java.util.List;

@Mapper
public interface ProductMapper {

    String COLUMNS = "id, name, category_id, price_cents, stock, status, created_at";

    @Select("SELECT " + COLUMNS + " FROM product WHERE deleted = 0 ORDER BY id DESC")
    List<Product> findAll();

    String KEYWORD_FILTER = "<if test='keyword != null and keyword != \"\"'> AND name LIKE CONCAT('%', #{keyword}, '%')</if>";

    @Select("<script>SELECT " + COLUMNS + " FROM product WHERE deleted = 0" + KEYWORD_FILTER
            + " ORDER BY id DESC LIMIT #{offset}, #{size}</script>")
    List<Product> findPage(@Param("keyword") String keyword, @Param("offset") int offset, @Param("size") int size);

    @Select("<script>SELECT COUNT(*) FROM product WHERE deleted = 0" + KEYWORD_FILTER + "</script>")
    long count(@Param("keyword") String keyword);

    @Select("SELECT " + COLUMNS + " FROM product WHERE id = #{id} AND deleted = 0")
    Product findById(@Param("id") Long id);

    @Update("UPDATE product SET stock = #{stock}, updated_at = NOW() WHERE id = #{id} AND deleted = 0")
    int updateStock(@Param("id") Long id, @Param("stock") int stock);

    @Update("UPDATE product SET status = #{status}, updated_at = NOW() WHERE id = #{id} AND deleted = 0")
    int updateStatus(@Param("id") Long id, @Param("status") String status);

    @Update("UPDATE product SET deleted = 1, updated_at = NOW() WHERE id = #{id}")
    int softDelete(@Param("id") Long id);
}
