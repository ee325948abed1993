package org.cgsuite.core;
import java.math.BigInteger;
/** Stand-in for CGSuite's Scala Integer. */
public class Integer extends DyadicRationalNumber {
  Integer(BigInteger n) { super(n, BigInteger.ONE); }
  public BigInteger bigIntValue() { return num; }
  public Integer $plus(Integer o) { return (Integer) super.$plus(o); }
  public Integer $minus(Integer o) { return (Integer) super.$minus(o); }
  public Integer unary_$minus() { return (Integer) super.unary_$minus(); }
  public Integer max(Integer o) { return compareTo(o) >= 0 ? this : o; }
  public Integer min(Integer o) { return compareTo(o) <= 0 ? this : o; }
  public Integer nimProduct(Integer o) { throw new UnsupportedOperationException("nim products are not in this stand-in"); }
}
