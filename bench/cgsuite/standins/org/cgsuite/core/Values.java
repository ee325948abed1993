package org.cgsuite.core;
import java.math.BigInteger;
/** Stand-in for CGSuite's Values. */
public final class Values {
  private static final RationalNumber ZERO = RationalNumber.of(0), ONE = RationalNumber.of(1), NEG_ONE = RationalNumber.of(-1);
  private static final RationalNumber POS_INF = new RationalNumber(BigInteger.ONE, BigInteger.ZERO);
  private static final RationalNumber NEG_INF = new RationalNumber(BigInteger.ONE.negate(), BigInteger.ZERO);
  public static SmallInteger zero() { return (SmallInteger) ZERO; }
  public static SmallInteger one() { return (SmallInteger) ONE; }
  public static SmallInteger negativeOne() { return (SmallInteger) NEG_ONE; }
  public static RationalNumber positiveInfinity() { return POS_INF; }
  public static RationalNumber negativeInfinity() { return NEG_INF; }
}
