package org.cgsuite.core;
import java.math.BigInteger;
public final class Integer$ {
  public static final Integer$ MODULE$ = new Integer$();
  public Integer apply(BigInteger n) { return (Integer) RationalNumber.of(n, BigInteger.ONE); }
  public Integer apply(long n) { return (Integer) RationalNumber.of(n); }
}
